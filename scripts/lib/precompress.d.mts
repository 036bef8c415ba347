import type { Plugin } from 'vite';
export function precompress(dir: string): { files: number; bytes: number; br: number; gz: number };
export function precompressPlugin(): Plugin;
