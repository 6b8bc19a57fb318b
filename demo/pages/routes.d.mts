// Types of ./routes.mjs for the TypeScript tests.
export declare const GROUP_SLUGS: string[];
export declare function renderRoute(
  url: URL,
  ctx: { config: object; seed: unknown; nonce?: string },
): { status: number; body: string } | { redirect: string } | null;
