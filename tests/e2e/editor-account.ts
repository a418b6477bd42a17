/**
 * The accounts the e2e server makes editors before it starts (tests/e2e/server.ts), as an operator
 * would: one per attempt of a test, since a retry may not ask the same address for a code at once.
 */
export const E2E_EDITORS = ['editor-e2e@example.com', 'editor-e2e-2@example.com', 'editor-e2e-3@example.com'];

/** The editors of the publish test, apart from the others, since a sign-in code waits a while before an address may ask again. */
export const E2E_PUBLISHING_EDITORS = ['publisher-e2e@example.com', 'publisher-e2e-2@example.com'];

/** The editors of the stock test (a sign-in code waits a while before an address may ask again). */
export const E2E_STOCK_EDITORS = ['stock-e2e@example.com', 'stock-e2e-2@example.com'];

/** The editors of the price grid test. */
export const E2E_PRICE_EDITORS = ['prices-e2e@example.com', 'prices-e2e-2@example.com'];

/** The back-office tests; each signs in as operators of its own (not editors), one per attempt. */
const OPERATOR_TESTS = ['ship', 'stock', 'payments', 'export'] as const;
export const e2eOperator = (name: (typeof OPERATOR_TESTS)[number], retry: number) => `operator-${name}-e2e-${(retry % 2) + 1}@example.com`;
/** Granted with `npm run operators -- add` by the e2e server. */
export const E2E_OPERATORS = OPERATOR_TESTS.flatMap((name) => [0, 1].map((retry) => e2eOperator(name, retry)));
