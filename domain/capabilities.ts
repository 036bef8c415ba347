/**
 * Roles expressed as capabilities (docs/product.md#permissions). The server guards routes with requireCapability and the
 * client guards routes and controls with <Can>; neither compares role strings elsewhere.
 */
import type { Role } from './constants';

export const CAPABILITIES = {
  Student: ['session:book', 'review:write', 'note:own', 'material:read-booked', 'tutor:apply'],
  Tutor: ['session:create', 'session:manage-own', 'material:manage-own', 'image:upload'],
  Admin: ['session:manage-any', 'material:manage-any', 'user:manage', 'user:read-any', 'image:upload', 'stats:site'],
} as const satisfies Record<Role, readonly string[]>;

export type Capability = (typeof CAPABILITIES)[Role][number];

export function can(role: string | null | undefined, capability: Capability): boolean {
  if (!role || !Object.hasOwn(CAPABILITIES, role)) return false;
  return (CAPABILITIES[role as Role] as readonly string[]).includes(capability);
}
