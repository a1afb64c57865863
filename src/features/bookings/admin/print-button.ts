// The print sheet's button: window.print() needs JavaScript, so the button is hidden in the
// markup and shown only here; without JavaScript the browser's own Print is the way.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
