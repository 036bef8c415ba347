// `npm run endpoints`: the README's endpoint index, generated from the sources (scripts/lib/endpoint-index.ts).
import { endpointTable } from './lib/endpoint-index';

console.log(endpointTable());
