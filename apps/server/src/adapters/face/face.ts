import type { Config } from '../../platform/config';
import { HumanFaces } from './human';
import type { FacePort } from './port';
import { SandboxFaces } from './sandbox';

export type { FaceEmbedding, FacePort } from './port';

/** The on-premises model with FACE_ENGINE=human (platform/config.ts), else the offline sandbox. */
export function configuredFaces(engine: Config['faceEngine']): FacePort {
  return engine === 'human' ? new HumanFaces() : new SandboxFaces();
}
