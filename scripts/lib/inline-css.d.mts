import type { Plugin } from 'vite';
export function inlineCssPlugin(): Plugin;
