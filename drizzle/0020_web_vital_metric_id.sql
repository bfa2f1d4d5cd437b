ALTER TABLE `web_vital_samples` ADD `metric_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `web_vital_samples_metric_id` ON `web_vital_samples` (`metric_id`);