import meta from "./meta";

export default { meta };
