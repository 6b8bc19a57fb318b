/** Spec section 2: the search target replaces the location (a module of its own for tests). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
