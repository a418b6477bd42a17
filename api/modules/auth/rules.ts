/** Sign-in input rules: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

/** Spec §5: the login e-mail pattern x@y.z (the same rule in the modal and the API). */
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE_PATTERN = /^\d{6}$/;
