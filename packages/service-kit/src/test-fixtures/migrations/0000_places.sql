CREATE TABLE `regions` (`id` integer PRIMARY KEY NOT NULL, `name` text NOT NULL);
--> statement-breakpoint
CREATE TABLE `places` (`id` integer PRIMARY KEY NOT NULL, `region_id` integer NOT NULL REFERENCES `regions`(`id`));
