// The widget gallery's copy buttons (demo/pages/gallery.mjs): each copies its snippet, says so
// in its status line, and where the clipboard is refused selects the snippet to copy by hand.
for (const button of document.querySelectorAll('[data-copy]')) {
  button.addEventListener('click', async () => {
    const snippet = document.getElementById(button.dataset.copy);
    const status = button.nextElementSibling;
    if (!snippet || !status) return;
    status.textContent = '';
    try {
      await navigator.clipboard.writeText(snippet.textContent ?? '');
      status.textContent = 'Snippet copied.';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(snippet);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      snippet.focus();
      status.textContent =
        'Copying was refused: the snippet is selected, press Ctrl+C (⌘C) to copy it.';
    }
  });
}
