import { z } from 'zod';

/**
 * What the operators' configuration reference (docs/operating/configuration.md) says of one
 * environment variable. It is registered on the variable's own validator, so the schema that
 * reads the environment and the table that documents it cannot part ways.
 */
export interface VariableDocumentation {
  /** What the variable does and what it takes; Markdown, one paragraph. */
  description: string;
  /** The default in words, where the schema has none or it depends on other settings. */
  defaultText?: string;
  /**
   * loadConfig refuses to start in production without it; the text, if any, says why (it
   * follows "required in production" in the error and in the table).
   */
  requiredInProduction?: true | string;
}

export const configurationDocumentation = z.registry<VariableDocumentation>();
