CREATE TABLE `payment_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`provider_receipt_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`registered_at` text,
	`fiscal_storage_number` text,
	`fiscal_document_number` text,
	`fiscal_attribute` text,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_receipts_provider_receipt_id_unique` ON `payment_receipts` (`provider_receipt_id`);--> statement-breakpoint
CREATE INDEX `payment_receipts_payment` ON `payment_receipts` (`payment_id`);