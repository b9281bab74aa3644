import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { type FaceEmbedding, type FacePort, normalise } from './port';

/**
 * The on-premises face engine (FACE_ENGINE=human; docs/decisions/0068-facial-booking-search.md): @vladmandic/human's
 * BlazeFace detector and FaceMesh (alignment) find the face, and its FaceRes model's 1024-value global pooling layer
 * is the embedding. Everything ships inside the npm packages: the models (node_modules/@vladmandic/human/models) and
 * TensorFlow.js's WebAssembly backend (no native build, nothing downloaded at run time). Loaded on first use.
 *
 * Two of the package's own paths do not work here and are worked around: its `exports` map names no subpath
 * ("dist/human.node-wasm" without "./"), so the file is required by its path; and Node's fetch cannot read
 * file:// URLs, so a TensorFlow.js load router reads the model files from disk. Human's own `embedding` field is
 * empty on the WebAssembly backend (the converter returns only the graph's two named outputs), so the embedding
 * layer is asked for by name.
 */

// The few members of Human and TensorFlow.js used here (the packages' types come with their CDN-facing entry).
interface Tensor {
  shape: number[];
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
}
interface Tf {
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
  tidy<T>(fn: () => T): T;
  dispose(t: Tensor | Tensor[]): void;
  expandDims(t: Tensor, axis: number): Tensor;
  mul(a: Tensor, b: number): Tensor;
  div(a: Tensor, b: Tensor): Tensor;
  norm(t: Tensor): Tensor;
  image: { resizeBilinear(t: Tensor, size: [number, number], alignCorners: boolean): Tensor };
}
interface GraphModel {
  execute(x: Tensor, output: string): Tensor;
}
interface HumanFace {
  score: number;
  tensor?: Tensor;
}
interface Human {
  tf: Tf;
  models: { models: Record<string, GraphModel | null> };
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ face: HumanFace[] }>;
}
interface ModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}
interface TfCore {
  io: { registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void };
}

/** Cosine similarity of FaceRes embeddings at and above which two photos are the same face (measured: decision 0068). */
const THRESHOLD = 0.6;
/** The face must fill at least this share of the detector's confidence. */
const MIN_SCORE = 0.5;
const EMBEDDING_LAYER = 'global_pooling/Mean';

let routed = false;

function registerFileLoader(tf: TfCore): void {
  if (routed) return;
  routed = true;
  tf.io.registerLoadRouter((url) => {
    const u = Array.isArray(url) ? url[0] : url;
    if (typeof u !== 'string' || !u.startsWith('file://')) return null;
    const file = u.slice('file://'.length);
    return {
      async load() {
        const json = JSON.parse(readFileSync(file, 'utf8')) as ModelJson;
        const dir = path.dirname(file);
        const weights = Buffer.concat(json.weightsManifest.flatMap((g) => g.paths.map((p) => readFileSync(path.join(dir, p)))));
        return {
          modelTopology: json.modelTopology,
          format: json.format,
          generatedBy: json.generatedBy,
          convertedBy: json.convertedBy,
          weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
          weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        };
      },
    };
  });
}

const require = createRequire(import.meta.url);

/** A package's folder: the nearest folder with a package.json above its entry (human's exports name no package.json). */
export function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

async function loadHuman(): Promise<Human> {
  const humanDir = packageDir('@vladmandic/human');
  const wasmDir = packageDir('@tensorflow/tfjs-backend-wasm');
  registerFileLoader(require('@tensorflow/tfjs-core') as TfCore);
  const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js')) as { Human: new (config: object) => Human };
  const human = new Human({
    backend: 'wasm',
    debug: false,
    cacheSensitivity: 0,
    warmup: 'none',
    wasmPath: `${path.join(wasmDir, 'dist')}/`,
    modelBasePath: `file://${path.join(humanDir, 'models')}/`,
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 1, minConfidence: 0.3, return: true, skipFrames: 0, skipTime: 0 },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: true, skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  await human.load();
  return human;
}

export class HumanFaces implements FacePort {
  readonly engine = 'human-faceres-1024';
  readonly threshold = THRESHOLD;
  private human: Promise<Human> | null = null;
  /** One photo at a time: TensorFlow.js's WebAssembly backend runs one graph at once per process anyway. */
  private queue: Promise<unknown> = Promise.resolve();

  async embed(jpeg: Buffer): Promise<FaceEmbedding | null> {
    const run = this.queue.then(() => this.embedNow(jpeg));
    this.queue = run.catch(() => {});
    return run;
  }

  private async embedNow(jpeg: Buffer): Promise<FaceEmbedding | null> {
    this.human ??= loadHuman();
    const human = await this.human;
    const tf = human.tf;
    let raw: { data: Buffer; info: { width: number; height: number } };
    try {
      raw = await sharp(jpeg)
        .rotate()
        .removeAlpha()
        .resize(640, 640, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      return null;
    }
    const input = tf.tensor3d(new Uint8Array(raw.data), [raw.info.height, raw.info.width, 3], 'int32');
    let faces: HumanFace[];
    try {
      faces = (await human.detect(input)).face;
    } finally {
      tf.dispose(input);
    }
    const face = faces.find((f) => f.tensor && f.score >= MIN_SCORE);
    const model = human.models.models.faceres;
    try {
      if (!face?.tensor || !model) return null;
      const crop = face.tensor;
      const out = tf.tidy(() => {
        const batch = crop.shape.length === 3 ? tf.expandDims(crop, 0) : crop;
        const embedding = model.execute(tf.mul(tf.image.resizeBilinear(batch, [224, 224], false), 255), EMBEDDING_LAYER);
        return tf.div(embedding, tf.norm(embedding));
      });
      const vector = normalise(Float32Array.from(await out.data()));
      tf.dispose(out);
      return vector ? { vector } : null;
    } finally {
      for (const f of faces) if (f.tensor) tf.dispose(f.tensor);
    }
  }
}
