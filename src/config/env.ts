/**
 * Build-time configuration. Without a Firebase API key the app runs against the Auth Emulator, which
 * the server proxies on our own origin (server/emulator-proxy.ts), so no host or port is baked in.
 */
const apiKey = import.meta.env.VITE_FIREBASE_API_KEY as string | undefined;

export const firebaseConfig = {
  apiKey: apiKey || 'demo-key',
  authDomain: (import.meta.env.VITE_FIREBASE_AUTH_DOMAIN as string | undefined) || 'demo-tutoring.firebaseapp.com',
  projectId: (import.meta.env.VITE_FIREBASE_PROJECT_ID as string | undefined) || 'demo-tutoring',
};

export const useAuthEmulator = !apiKey || import.meta.env.VITE_FIREBASE_USE_EMULATOR === 'true';
