// Header names the web app and the server share. No zod here: the web's first pages import this file alone, and
// a module that builds schemas at load would bring zod into their JavaScript (docs/budgets.md#web).

/**
 * The header a create may carry so that sending it again creates nothing more (docs/api.md#idempotency), as
 * Node writes header names: in lower case.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
