import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795310372862 implements MigrationInterface {
  name = 'InitialSchema1795310372862';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`admin_sessions\` (
                \`id\` varchar(64) NOT NULL,
                \`userId\` int NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`lastActivityAt\` datetime NOT NULL,
                \`expiresAt\` datetime NOT NULL,
                \`ipAddress\` varchar(64) NOT NULL,
                \`userAgent\` varchar(512) NOT NULL,
                INDEX \`IDX_ec115ef7cff0e3a48125bf538d\` (\`expiresAt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`rate_limits\` (
                \`key\` varchar(191) NOT NULL,
                \`count\` varchar(20) NOT NULL DEFAULT '0',
                \`resetTime\` datetime NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`key\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`users\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`username\` varchar(100) NOT NULL,
                \`password\` varchar(255) NOT NULL,
                UNIQUE INDEX \`IDX_fe0bb3f6520ee0469504521e71\` (\`username\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`articles\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`title\` varchar(255) NOT NULL,
                \`slug\` varchar(191) NOT NULL,
                \`excerpt\` text NOT NULL,
                \`content\` mediumtext NOT NULL,
                \`category\` varchar(64) NOT NULL,
                \`imageUrl\` varchar(2048) NOT NULL,
                \`author\` varchar(255) NOT NULL DEFAULT 'Dive Down Under Team',
                \`published\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_211bf455074f26115ff2fb5ce5\` (\`published\`, \`createdAt\`),
                UNIQUE INDEX \`IDX_1123ff6815c5b8fec0ba9fec37\` (\`slug\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`audit_logs\` (
                \`id\` varchar(36) NOT NULL,
                \`action\` varchar(64) NOT NULL,
                \`resource\` varchar(255) NULL,
                \`ipAddress\` varchar(64) NOT NULL,
                \`userAgent\` varchar(512) NOT NULL,
                \`details\` text NOT NULL,
                \`timestamp\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_17b613a55b287678b6f26ab8b2\` (\`action\`, \`timestamp\`),
                INDEX \`IDX_88dcc148d532384790ab874c3d\` (\`timestamp\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`contacts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL,
                \`email\` varchar(254) NOT NULL,
                \`subject\` varchar(255) NOT NULL,
                \`message\` text NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`dive_sites\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL,
                \`latitude\` decimal(10, 8) NOT NULL,
                \`longitude\` decimal(11, 8) NOT NULL,
                \`waterTemp\` varchar(100) NOT NULL,
                \`skillLevel\` varchar(20) NOT NULL DEFAULT 'Beginner',
                \`depthRange\` varchar(100) NOT NULL,
                \`description\` text NOT NULL,
                \`region\` varchar(255) NOT NULL,
                \`visibility\` varchar(100) NULL,
                \`bestTime\` varchar(255) NOT NULL,
                \`marineLife\` text NULL,
                \`hazards\` text NULL,
                \`facilities\` text NULL,
                \`imageUrl\` varchar(2048) NULL,
                \`videoUrl\` varchar(2048) NULL,
                \`videoThumbnail\` varchar(2048) NULL,
                \`reviewLink\` varchar(2048) NULL,
                \`featured\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_d474aa3bb349ebed52103aa184\` (\`featured\`, \`name\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`locations\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL,
                \`region\` varchar(255) NOT NULL,
                \`description\` text NOT NULL,
                \`waterTemp\` varchar(100) NOT NULL,
                \`visibility\` varchar(100) NOT NULL,
                \`bestTime\` varchar(255) NOT NULL,
                \`depth\` varchar(100) NOT NULL,
                \`difficulty\` varchar(100) NOT NULL,
                \`imageUrl\` varchar(2048) NOT NULL,
                \`mapCoordinates\` varchar(100) NULL,
                \`featured\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`newsletters\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`email\` varchar(254) NOT NULL,
                \`subscribed\` tinyint NOT NULL DEFAULT 1,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`IDX_a2464613407914bce01f4cae61\` (\`email\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`products\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(255) NOT NULL,
                \`category\` varchar(64) NOT NULL,
                \`description\` text NOT NULL,
                \`price\` decimal(10, 2) NOT NULL,
                \`rating\` decimal(2, 1) NOT NULL,
                \`reviewCount\` int NOT NULL DEFAULT '0',
                \`affiliateLink\` varchar(2048) NOT NULL,
                \`imageUrl\` varchar(2048) NOT NULL,
                \`featured\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`reviews\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`title\` varchar(255) NOT NULL,
                \`slug\` varchar(191) NOT NULL,
                \`excerpt\` text NOT NULL,
                \`content\` mediumtext NOT NULL,
                \`category\` varchar(64) NOT NULL,
                \`imageUrl\` varchar(2048) NOT NULL,
                \`price\` varchar(100) NOT NULL,
                \`purchaseLink\` varchar(2048) NOT NULL,
                \`rating\` varchar(16) NULL,
                \`author\` varchar(255) NOT NULL DEFAULT 'Dive Down Under Team',
                \`published\` tinyint NOT NULL DEFAULT 0,
                \`featured\` tinyint NOT NULL DEFAULT 0,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_b33564e90b51775f461071c10e\` (\`published\`, \`createdAt\`),
                UNIQUE INDEX \`IDX_1dab1e4a2d2c7d864f827a30b8\` (\`slug\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_1dab1e4a2d2c7d864f827a30b8\` ON \`reviews\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_b33564e90b51775f461071c10e\` ON \`reviews\`
        `);
    await queryRunner.query(`
            DROP TABLE \`reviews\`
        `);
    await queryRunner.query(`
            DROP TABLE \`products\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_a2464613407914bce01f4cae61\` ON \`newsletters\`
        `);
    await queryRunner.query(`
            DROP TABLE \`newsletters\`
        `);
    await queryRunner.query(`
            DROP TABLE \`locations\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_d474aa3bb349ebed52103aa184\` ON \`dive_sites\`
        `);
    await queryRunner.query(`
            DROP TABLE \`dive_sites\`
        `);
    await queryRunner.query(`
            DROP TABLE \`contacts\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_88dcc148d532384790ab874c3d\` ON \`audit_logs\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_17b613a55b287678b6f26ab8b2\` ON \`audit_logs\`
        `);
    await queryRunner.query(`
            DROP TABLE \`audit_logs\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_1123ff6815c5b8fec0ba9fec37\` ON \`articles\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_211bf455074f26115ff2fb5ce5\` ON \`articles\`
        `);
    await queryRunner.query(`
            DROP TABLE \`articles\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_fe0bb3f6520ee0469504521e71\` ON \`users\`
        `);
    await queryRunner.query(`
            DROP TABLE \`users\`
        `);
    await queryRunner.query(`
            DROP TABLE \`rate_limits\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_ec115ef7cff0e3a48125bf538d\` ON \`admin_sessions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`admin_sessions\`
        `);
  }
}
