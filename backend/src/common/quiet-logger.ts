import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter (every module and route) buries the lines the owner needs to read. */
const NOISY_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

export class QuietLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && NOISY_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
