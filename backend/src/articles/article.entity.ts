import { Entity } from 'typeorm';
import { PublishableEntity } from '../publishing/publishable.entity';

@Entity('articles')
export class Article extends PublishableEntity {}
