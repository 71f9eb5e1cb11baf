import type { Viewer } from '../../graphql/context.js';

export interface StartupModel {
  viewer: Viewer;
  sessionExpiresAt: Date;
}
