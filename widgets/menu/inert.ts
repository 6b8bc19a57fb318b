/**
 * Makes the page behind the open menu inert: the siblings of the menu element and of each of
 * its ancestors, except the branch holding `keep` (the header with the menu button, which
 * stays usable to close the menu). Elements already inert are left alone.
 * Returns the function that undoes exactly what it did (safe to call twice).
 */
export function inertOutside(menu: Element, keep: Element | null): () => void {
  const changed: Element[] = [];
  for (let node: Element | null = menu; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (keep && sibling.contains(keep)) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
    if (node.parentElement === document.body) break;
  }
  return () => {
    for (const element of changed.splice(0)) element.removeAttribute('inert');
  };
}
