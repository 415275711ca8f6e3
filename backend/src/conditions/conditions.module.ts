import { Module } from '@nestjs/common';
import { ConditionsController } from './conditions.controller';
import { ConditionsService } from './conditions.service';
import { ForecastRefresher } from './forecast-refresher.service';
import { ForecastStore } from './forecast-store';
import { OpenMeteoClient } from './open-meteo.client';
import { WeekendWindowService } from './weekend-window.service';

@Module({
  controllers: [ConditionsController],
  providers: [ConditionsService, ForecastRefresher, ForecastStore, OpenMeteoClient, WeekendWindowService],
  exports: [WeekendWindowService],
})
export class ConditionsModule {}
