import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The dashboard is served from this origin, so the policy allows only this origin for scripts,
 * requests and fonts (self-hosted). Images also come from `data:` (flags and icons Vite inlines)
 * and `blob:` (previews of a chosen logo before upload). Styles allow inline `<style>` because the
 * dialog and menu primitives inject some at run time.
 */
export function contentSecurityPolicy(options: {
  isProduction: boolean;
}): NonNullable<FastifyHelmetOptions['contentSecurityPolicy']> {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      // Only in production (behind TLS): over plain http the browser would ask for https instead.
      ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
