import { jsonInScript } from './json-in-script';

/** A schema.org object as JSON-LD carries it. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

/** JSON-LD text safe inside a script element: no "</script>" or comment opener can end it early. */
export const jsonLdText = (data: JsonLd) => jsonInScript(data);
