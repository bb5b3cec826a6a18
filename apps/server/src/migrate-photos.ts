import { ConfigError, loadConfig } from "./config";
import { migratePhotosToBucket } from "./plugins/photos/photo-migration";

try {
  await migratePhotosToBucket(loadConfig(process.env), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
