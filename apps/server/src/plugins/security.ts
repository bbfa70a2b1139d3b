import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Video hosts whose players the library embeds (frames only from them). */
const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/** The security headers (docs/decisions.md, Security and production), one definition for every answer. */
function securityHeaderOptions(config: Config) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the CAPTCHA widget position elements with inline style attributes; no inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: VIDEO_FRAME_HOSTS,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation headers would block the embedded video players.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  };
}

/**
 * Sets the security headers on a reply: on every request (the plugin below), and on an answer that Fastify gives
 * before any hook runs (an undecodable URL, see app.ts `frameworkErrors`).
 */
export function securityHeadersSetter(config: Config): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(securityHeaderOptions(config));
  return (request, reply) => middleware(request.raw, reply.raw, () => undefined);
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = securityHeadersSetter(app.config);
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
  // Private answers must not be kept by browsers or shared caches; files and assets set their own policy.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
