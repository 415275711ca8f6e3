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
  // The window alerts read the window; the newsletter's "Best sites this weekend" asks the same service as the home page.
  exports: [WeekendWindowService, ConditionsService],
})
export class ConditionsModule {}
