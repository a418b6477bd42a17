/** The account the e2e server makes an editor before it starts (tests/e2e/server.ts), as an operator would. */
export const E2E_EDITOR = 'editor-e2e@example.com';
