/** The seeded admin's password in server tests (harness.ts and the template databases). */
export const ADMIN_PASSWORD = 'Admin@Test2026';
