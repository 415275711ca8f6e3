import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

const PRIMITIVE_TYPES: unknown[] = [String, Boolean, Number, Array, Object];
/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is not well-formed UTF-16 (holds a lone surrogate): refused everywhere, as unusableInputProblem says. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Far deeper than any DTO (they are flat); deeper input would overflow class-transformer's recursion. */
export const MAX_NESTING = 32;

/**
 * Why `value` cannot be validated at all, or null. Text that is not well-formed UTF-16 (a lone
 * surrogate, e.g. JSON "\ud800") makes some validators throw (validator.js's isEmail calls
 * encodeURI) and would reach the database as U+FFFD; very deep nesting exhausts the stack.
 * Iterative, so the inspection itself cannot overflow.
 */
export function unusableInputProblem(value: unknown, name: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, name, 0]];
  while (stack.length) {
    const [current, at, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return `${at || 'The request'} contains an invalid character.`;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_NESTING) return 'The request is nested too deeply.';
      for (const [key, child] of Object.entries(current)) {
        if (LONE_SURROGATE.test(key)) return `${at || 'The request'} contains an invalid character.`;
        stack.push([child, at ? `${at}.${key}` : key, depth + 1]);
      }
    }
  }
  return null;
}

/** A person reads the first few problems; a list of thousands is only a cost to build and send. */
export const MAX_VALIDATION_MESSAGES = 5;

/** The first MAX_VALIDATION_MESSAGES messages, then one line saying how many more there were. */
export function capMessages(messages: string[]): string[] {
  if (messages.length <= MAX_VALIDATION_MESSAGES) return messages;
  const more = messages.length - MAX_VALIDATION_MESSAGES;
  return [...messages.slice(0, MAX_VALIDATION_MESSAGES), `…and ${more} more problem${more === 1 ? '' : 's'}.`];
}

/** Refuses shapes no DTO can describe before class-transformer and the validators see them. */
class ApiValidationPipe extends ValidationPipe {
  /**
   * Leaves a path parameter declared as a number as text for its own pipe (ParseIdPipe): the
   * default conversion, Number(), would read "0x10", "+16" and "1e1" as ids.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    return super.transformPrimitive(value, metadata);
  }

  protected override flattenValidationErrors(errors: ValidationError[]): string[] {
    return capMessages(super.flattenValidationErrors(errors));
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isDto = typeof metadata.metatype === 'function' && !PRIMITIVE_TYPES.includes(metadata.metatype);
    // undefined (no body at all) is left to the DTO's required fields.
    if (metadata.type === 'body' && isDto && value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException('The request body must be a JSON object.');
    }
    const problem = unusableInputProblem(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    if (problem !== null) throw new BadRequestException([problem]);
    return super.transform(value, metadata);
  }
}

/** One validation policy for every endpoint: unknown fields are refused, types are converted. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
  });
}
