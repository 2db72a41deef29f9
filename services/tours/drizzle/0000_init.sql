CREATE TABLE `group_pricing_tiers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`min_participants` integer NOT NULL,
	`max_participants` integer NOT NULL,
	`price_per_person_cents` integer NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_pricing_range_check" CHECK("group_pricing_tiers"."min_participants" >= 1 AND "group_pricing_tiers"."max_participants" >= "group_pricing_tiers"."min_participants" AND "group_pricing_tiers"."price_per_person_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `group_pricing_tour_idx` ON `group_pricing_tiers` (`tour_id`,`min_participants`);--> statement-breakpoint
CREATE TABLE `review_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`booking_id` integer NOT NULL,
	`tour_id` integer NOT NULL,
	`customer_name` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_token_hash_unique` ON `review_invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_booking_id_unique` ON `review_invitations` (`booking_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`invitation_id` integer,
	`customer_name` text NOT NULL,
	`rating` integer NOT NULL,
	`review_text` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `review_invitations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_invitation_id_unique` ON `reviews` (`invitation_id`);--> statement-breakpoint
CREATE INDEX `reviews_tour_idx` ON `reviews` (`tour_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`icon` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_name_unique` ON `tags` (lower("name"));--> statement-breakpoint
CREATE TABLE `tour_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`image_url` text NOT NULL,
	`is_main` integer DEFAULT false NOT NULL,
	`display_order` integer NOT NULL,
	`alt_text` text,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tour_images_tour_idx` ON `tour_images` (`tour_id`,`display_order`);--> statement-breakpoint
CREATE TABLE `tour_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	FOREIGN KEY (`tour_id`) REFERENCES `tours`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tour_tags_unique` ON `tour_tags` (`tour_id`,`tag_id`);--> statement-breakpoint
CREATE INDEX `tour_tags_tag_idx` ON `tour_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `tours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`duration` text NOT NULL,
	`location` text NOT NULL,
	`max_participants` integer NOT NULL,
	`difficulty_level` text DEFAULT 'Easy' NOT NULL,
	`includes` text DEFAULT '[]' NOT NULL,
	`available_dates` text DEFAULT '[]' NOT NULL,
	`title_fr` text,
	`description_fr` text,
	`duration_fr` text,
	`location_fr` text,
	`includes_fr` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "tours_price_check" CHECK("tours"."price_cents" >= 0),
	CONSTRAINT "tours_capacity_check" CHECK("tours"."max_participants" >= 1)
);
