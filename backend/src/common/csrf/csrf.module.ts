import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CsrfGuard } from './csrf.guard';

/** Registers the CSRF guard for every route of the app. */
@Module({ providers: [{ provide: APP_GUARD, useClass: CsrfGuard }] })
export class CsrfModule {}
