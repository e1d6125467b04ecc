/**
 * pro-field's renderers (@ant-design/pro-field/es/components/<component>) that no screen uses: the value type each
 * serves and the ProForm field that asks for it. pro-field imports every renderer, and these bring antd's colour
 * picker, slider, image viewer, cascader, rate and progress (about 60 KB gzip) into every admin screen's first load;
 * the browser build puts src/utils/unusedProField.tsx in their place (.umirc.ts). tests/web/unusedProFields.test.ts
 * fails when a screen starts using one: take it off this list then.
 */
export const UNUSED_PRO_FIELDS = [
  { component: 'Cascader', valueType: 'cascader', formField: 'ProFormCascader' },
  { component: 'ColorPicker', valueType: 'color', formField: 'ProFormColorPicker' },
  { component: 'Image', valueType: 'image', formField: undefined },
  { component: 'Progress', valueType: 'progress', formField: undefined },
  { component: 'Rate', valueType: 'rate', formField: 'ProFormRate' },
  { component: 'Slider', valueType: 'slider', formField: 'ProFormSlider' },
] as const;
