/**
 * The attributes the page's HTML carries for its behaviour in the browser (./dialogs.ts), set by
 * the React components that render it (the header, the video popup) and read by the page script:
 * one name for both.
 */

/** On a button: the id of the dialog it opens. */
export const DIALOG_OPENER = 'data-opens';
/** On an element of a dialog: a press closes the dialog. */
export const DIALOG_CLOSER = 'data-closes';
/** On a dialog: the styles it needs once open (DIALOG_STYLESHEETS of ./dialogs.ts), loaded on first opening. */
export const DIALOG_STYLES = 'data-styles';

/** On the language switch: the language it leads to (src/layout/LanguageToggle.tsx). */
export const LANGUAGE_SWITCH = 'data-language-switch';
