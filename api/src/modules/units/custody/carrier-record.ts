import { z } from 'zod';

/**
 * One sanitisation attempt of one data carrier, in the terms of NIST SP 800-88 Rev. 2 and
 * IEEE 2883-2022: the level reached (clear, purge, destruct) and the technique used to reach it.
 * The same rules check a carrier sent with a `sanitised` event and a row of an import's carriers
 * file; only how the time is written differs.
 */
const carrierTypes = ['hdd', 'ssd', 'nvme', 'flash', 'mobile'] as const;
const sanitisationLevels = ['clear', 'purge', 'destruct'] as const;
const sanitisationTechniques = [
  'overwrite',
  'block_erase',
  'cryptographic_erase',
  'degauss',
  'shred',
  'disintegrate',
  'pulverise',
  'incinerate',
  'crush',
] as const;
const verificationMethods = ['full', 'sampling', 'visual', 'none'] as const;
const verificationResults = ['passed', 'failed', 'not_verified'] as const;

type Level = (typeof sanitisationLevels)[number];
type Technique = (typeof sanitisationTechniques)[number];

/** The techniques that reach each level (SP 800-88 Rev. 2, table of techniques per media). */
const techniquesOfLevel: Record<Level, readonly Technique[]> = {
  clear: ['overwrite'],
  purge: ['overwrite', 'block_erase', 'cryptographic_erase', 'degauss'],
  destruct: ['shred', 'disintegrate', 'pulverise', 'incinerate', 'crush'],
};

/** Destruction whose result is measured by the size of what is left. */
const sizedTechniques: readonly Technique[] = ['shred', 'disintegrate'];

/** Empty text is "not given". */
const blankAsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : value;

const optionalText = (maximum: number) =>
  z.preprocess(blankAsNull, z.string().trim().max(maximum).nullable());

/** A number from JSON or from a file's text (a decimal comma is read as a point). */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    const given = blankAsNull(value);
    if (typeof given !== 'string') return given;
    const number = Number(given.trim().replace(',', '.'));
    return Number.isNaN(number) ? given : number;
  }, schema.nullable());

const choice = <Values extends readonly [string, ...string[]]>(values: Values, name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(values, { message: `${name} must be one of ${values.join(', ')}.` }),
  );

/** The fields of a carrier record; `sanitisedAt` decides how its time is written. */
export function carrierRecordSchema<Time extends z.ZodType>(sanitisedAt: Time) {
  return z
    .object({
      carrier_serial: z.string().trim().min(1, 'carrier_serial is missing.').max(100),
      carrier_type: choice(carrierTypes, 'carrier_type'),
      manufacturer: optionalText(200),
      model: optionalText(200),
      capacity_gb: optionalNumber(z.number().int().min(0).max(2_000_000_000)),
      sanitisation_level: choice(sanitisationLevels, 'sanitisation_level'),
      sanitisation_technique: choice(sanitisationTechniques, 'sanitisation_technique'),
      /** The largest particle edge after shredding or disintegration, in millimetres. */
      particle_size_mm: optionalNumber(z.number().positive().max(9999.99)),
      tool_name: optionalText(200),
      tool_version: optionalText(100),
      verification_method: choice(verificationMethods, 'verification_method'),
      verification_result: choice(verificationResults, 'verification_result'),
      operator: z.string().trim().min(1, 'operator is missing.').max(200),
      sanitised_at: sanitisedAt,
      result: choice(['passed', 'failed'] as const, 'result'),
    })
    .superRefine((record, context) => {
      const problem = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const level = record.sanitisation_level;
      const technique = record.sanitisation_technique;
      if (!techniquesOfLevel[level].includes(technique)) {
        problem(
          'sanitisation_technique',
          `${technique} does not reach ${level}; use one of ${techniquesOfLevel[level].join(', ')}.`,
        );
      }
      // A degausser erases magnetic media only; flash keeps its data.
      if (technique === 'degauss' && record.carrier_type !== 'hdd') {
        problem('sanitisation_technique', 'degauss sanitises magnetic drives (hdd) only.');
      }
      if (sizedTechniques.includes(technique) && record.particle_size_mm === null) {
        problem('particle_size_mm', `${technique} needs the particle size in millimetres.`);
      }
      if (level !== 'destruct' && record.particle_size_mm !== null) {
        problem('particle_size_mm', 'A particle size belongs to destruction only.');
      }
      if (record.result === 'passed' && record.verification_result === 'failed') {
        problem('result', 'A carrier whose verification failed has not passed.');
      }
      if (level !== 'destruct' && record.result === 'passed' && !record.tool_name) {
        problem('tool_name', 'Name the tool that cleared or purged the carrier.');
      }
    });
}

export type CarrierRecord<Time = Date> = Omit<
  z.infer<ReturnType<typeof carrierRecordSchema<z.ZodType<unknown>>>>,
  'sanitised_at'
> & { sanitised_at: Time };

/** The most carriers one unit's record may name at once. */
export const maximumCarriersPerUnit = 50;
