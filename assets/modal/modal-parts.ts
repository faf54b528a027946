// The modal's code that runs only with a modal open (a chunk: load-modal-parts.ts fetches it on the first
// show() or confirm() of an adapter): mounting and focus, the conflict's "use this value", the
// confirmations' markup, Bootstrap's fallback without its JavaScript.
export * from './modal-dom.js';
export { useTheirs } from './use-theirs.js';
export { bootstrapConfirmationHtml, dialogConfirmationHtml } from './confirmation-html.js';
export { hideFallbackModal, showFallbackModal } from './bootstrap-fallback.js';
