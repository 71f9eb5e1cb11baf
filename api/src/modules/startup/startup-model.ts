import type { Viewer } from '../auth/viewer-model.js';

export interface StartupModel {
  viewer: Viewer;
  sessionExpiresAt: Date;
}
