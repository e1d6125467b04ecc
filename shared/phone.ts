/**
 * Telephone numbers as the portal accepts them, each with the plain-words rule its refusal states. One
 * place for the server's schemas, the web app's form rules and the mocks.
 */

/** A person's number: a mobile (11 digits from 13x to 19x) or a landline with its area code (0512-62880001). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const PHONE_RULE = 'must be a mobile number (11 digits) or a landline with area code';

/** A company's number: also a 400 service number (400-123-4567). */
export const COMPANY_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;
export const COMPANY_PHONE_RULE = 'must be a mobile number, a landline with area code or a 400 number';

/** A public office's contact number: also an extension (0512-66681234-801) and the 12345 hotline. */
export const SERVICE_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,5})?|400-?\d{3}-?\d{4}|12345)$/;
export const SERVICE_PHONE_RULE = 'must be a mobile number, a landline with area code, a 400 number or 12345';
