/**
 * The accounts the e2e server makes editors before it starts (tests/e2e/server.ts), as an operator
 * would: one per attempt of a test, since a retry may not ask the same address for a code at once.
 */
export const E2E_EDITORS = ['editor-e2e@example.com', 'editor-e2e-2@example.com', 'editor-e2e-3@example.com'];
