/**
 * Stands in for Umi's generated SelectLang (.umirc.ts replaces the module with this one): its drop-down put
 * antd's Dropdown and Menu into every page's first load although no screen uses it; the portal's headers use
 * src/components/LanguageSwitch.
 */
export const SelectLang = () => null;
