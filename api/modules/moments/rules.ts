/** A device id as the storefront keeps it in local storage (spec §9): 32 random letters and digits. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9]{32}$/;
export const DEVICE_ID_LENGTH = 32;
