export {
  createEmulator,
  DEFAULT_ADDRESS,
  DEFAULT_SCOPES,
  type Emulator,
  type EmulatorControls,
  type EmulatorOptions,
  type EmulatorStats,
} from './emulator';
export type { SeedOption } from './catalogue';
export type { FaultKind } from './faults';
export { signWebhook, type WebhookDelivery } from './webhooks';
