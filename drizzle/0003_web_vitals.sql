CREATE TABLE `web_vital_days` (
	`day` text NOT NULL,
	`route` text NOT NULL,
	`metric` text NOT NULL,
	`count` integer NOT NULL,
	`p75` real NOT NULL,
	`good` integer NOT NULL,
	`poor` integer NOT NULL,
	PRIMARY KEY(`day`, `route`, `metric`)
);
--> statement-breakpoint
CREATE TABLE `web_vital_samples` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`route` text NOT NULL,
	`metric` text NOT NULL,
	`value` real NOT NULL,
	`connection` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `web_vital_samples_created` ON `web_vital_samples` (`created_at`);--> statement-breakpoint
CREATE INDEX `web_vital_samples_route_metric` ON `web_vital_samples` (`route`,`metric`);