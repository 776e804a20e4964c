import { installCzechZodMessages } from '../../common/zod-messages.ts';

installCzechZodMessages();
