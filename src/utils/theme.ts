import { baseColors, PRIMARY_COLOR, type BaseColorName } from '../../config/defaultSettings';

const KEY = 'portal-primary-color';

/** The primary colour the user picked last, if it is still one of the 13 base colours. */
export function loadPrimaryColor(): string {
  try {
    const name = window.localStorage.getItem(KEY) as BaseColorName | null;
    return (name && baseColors[name]) || PRIMARY_COLOR;
  } catch {
    return PRIMARY_COLOR;
  }
}

export function savePrimaryColor(name: BaseColorName) {
  window.localStorage.setItem(KEY, name);
}

export function colorNameOf(hex: string): BaseColorName | undefined {
  return (Object.keys(baseColors) as BaseColorName[]).find((n) => baseColors[n].toLowerCase() === hex.toLowerCase());
}
