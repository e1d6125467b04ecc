/**
 * Stands in for pro-field's ColorPicker/old in the browser build (.umirc.ts): pro-field keeps a react-color picker for
 * antd releases before 5.5 and renders antd's own ColorPicker otherwise. The portal runs antd 5.29, so the old picker
 * never renders, yet it brought react-color's styles engine and much of lodash into every admin screen's first load.
 */
export function ColorPicker(): null {
  return null;
}
