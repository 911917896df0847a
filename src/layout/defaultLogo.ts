/**
 * The bundled logos shown when the restaurant has none (or its file is broken): a module of its
 * own, without React, so Node tools (the table cards of scripts/qr-cards/) read the same paths.
 */
export const DEFAULT_LOGO = '/assets/img/logo/logo-dark.svg';
export const DEFAULT_LOGO_LIGHT = '/assets/img/logo/logo-white.svg';
