import { ValidationPipe } from '@nestjs/common';

/** One validation policy for every endpoint: unknown fields are refused, types are converted. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
  });
}
