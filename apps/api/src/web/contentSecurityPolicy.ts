// The site's Content-Security-Policy: its own scripts, the configured RPC endpoints, any frames the operator allows.
import type { CspConfig } from '../config/AppConfig.js';
import { isCspToken } from './cspOrigin.js';

/** A CSP hash source: nothing else may enter script-src from `scriptHashes`. */
const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export function contentSecurityPolicy(config: CspConfig): Record<string, string[]> {
  // A configured source that would end the directive or the policy is left out.
  const csp = {
    imgSrc: config.imgSrc.filter(isCspToken),
    connectSrc: config.connectSrc.filter(isCspToken),
    frameSrc: config.frameSrc.filter(isCspToken),
    frameAncestors: (config.frameAncestors ?? []).filter(isCspToken),
    mediaSrc: config.mediaSrc.filter(isCspToken),
    scriptHashes: (config.scriptHashes ?? []).filter((source) => SHA256_SOURCE.test(source)),
  };
  return {
    defaultSrc: ["'self'"],
    // WebAssembly compiled from the site's own files (batch-core's keccak); no eval of strings; inline scripts only
    // those of the built index.html, each by its hash (the route hints).
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...csp.scriptHashes],
    // React sets style attributes and some components inline small styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", ...csp.imgSrc],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...csp.connectSrc],
    frameSrc: csp.frameSrc.length ? csp.frameSrc : ["'none'"],
    mediaSrc: ["'self'", ...csp.mediaSrc],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Framed only where the operator allows it (Safe{Wallet} opening the Tool as a Safe App).
    frameAncestors: csp.frameAncestors.length ? csp.frameAncestors : ["'none'"],
  };
}

/** Storybook's manager runs inline bootstrap scripts and frames its own preview. */
export const storybookCsp =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; " +
  "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";
