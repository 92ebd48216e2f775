// jsdom leaves out the encoders that react-router needs; Node's are the same standard API.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
