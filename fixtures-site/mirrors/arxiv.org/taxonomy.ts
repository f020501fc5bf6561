/** arXiv's subject taxonomy as the home page lists it: groups, archives and their categories. */

export interface Archive {
  id: string;
  name: string;
  /** [category id, name]; an archive without categories is a category itself. */
  categories: ReadonlyArray<readonly [string, string]>;
}

export interface Group {
  name: string;
  archives: readonly Archive[];
}

const cats = (prefix: string, list: string): Array<[string, string]> =>
  list.split(';').map((entry) => {
    const [code, name] = entry.split('=');
    return [`${prefix}.${code.trim()}`, name.trim()];
  });

export const GROUPS: readonly Group[] = [
  {
    name: 'Physics',
    archives: [
      { id: 'astro-ph', name: 'Astrophysics', categories: cats('astro-ph', 'GA=Astrophysics of Galaxies;CO=Cosmology and Nongalactic Astrophysics;EP=Earth and Planetary Astrophysics;HE=High Energy Astrophysical Phenomena;IM=Instrumentation and Methods for Astrophysics;SR=Solar and Stellar Astrophysics') },
      { id: 'cond-mat', name: 'Condensed Matter', categories: cats('cond-mat', 'dis-nn=Disordered Systems and Neural Networks;mtrl-sci=Materials Science;mes-hall=Mesoscale and Nanoscale Physics;other=Other Condensed Matter;quant-gas=Quantum Gases;soft=Soft Condensed Matter;stat-mech=Statistical Mechanics;str-el=Strongly Correlated Electrons;supr-con=Superconductivity') },
      { id: 'gr-qc', name: 'General Relativity and Quantum Cosmology', categories: [] },
      { id: 'hep-ex', name: 'High Energy Physics - Experiment', categories: [] },
      { id: 'hep-lat', name: 'High Energy Physics - Lattice', categories: [] },
      { id: 'hep-ph', name: 'High Energy Physics - Phenomenology', categories: [] },
      { id: 'hep-th', name: 'High Energy Physics - Theory', categories: [] },
      { id: 'math-ph', name: 'Mathematical Physics', categories: [] },
      { id: 'nlin', name: 'Nonlinear Sciences', categories: cats('nlin', 'AO=Adaptation and Self-Organizing Systems;CG=Cellular Automata and Lattice Gases;CD=Chaotic Dynamics;SI=Exactly Solvable and Integrable Systems;PS=Pattern Formation and Solitons') },
      { id: 'nucl-ex', name: 'Nuclear Experiment', categories: [] },
      { id: 'nucl-th', name: 'Nuclear Theory', categories: [] },
      { id: 'physics', name: 'Physics', categories: cats('physics', 'acc-ph=Accelerator Physics;app-ph=Applied Physics;ao-ph=Atmospheric and Oceanic Physics;atom-ph=Atomic Physics;bio-ph=Biological Physics;chem-ph=Chemical Physics;comp-ph=Computational Physics;data-an=Data Analysis, Statistics and Probability;flu-dyn=Fluid Dynamics;gen-ph=General Physics;geo-ph=Geophysics;hist-ph=History and Philosophy of Physics;ins-det=Instrumentation and Detectors;med-ph=Medical Physics;optics=Optics;ed-ph=Physics Education;soc-ph=Physics and Society;plasm-ph=Plasma Physics;pop-ph=Popular Physics;space-ph=Space Physics') },
      { id: 'quant-ph', name: 'Quantum Physics', categories: [] },
    ],
  },
  {
    name: 'Mathematics',
    archives: [
      { id: 'math', name: 'Mathematics', categories: cats('math', 'AG=Algebraic Geometry;AT=Algebraic Topology;AP=Analysis of PDEs;CT=Category Theory;CA=Classical Analysis and ODEs;CO=Combinatorics;AC=Commutative Algebra;CV=Complex Variables;DG=Differential Geometry;DS=Dynamical Systems;FA=Functional Analysis;GM=General Mathematics;GN=General Topology;GT=Geometric Topology;GR=Group Theory;HO=History and Overview;IT=Information Theory;KT=K-Theory and Homology;LO=Logic;MP=Mathematical Physics;MG=Metric Geometry;NT=Number Theory;NA=Numerical Analysis;OA=Operator Algebras;OC=Optimization and Control;PR=Probability;QA=Quantum Algebra;RT=Representation Theory;RA=Rings and Algebras;SP=Spectral Theory;ST=Statistics Theory;SG=Symplectic Geometry') },
    ],
  },
  {
    name: 'Computer Science',
    archives: [
      { id: 'cs', name: 'Computing Research Repository', categories: cats('cs', 'AI=Artificial Intelligence;CL=Computation and Language;CC=Computational Complexity;CE=Computational Engineering, Finance, and Science;CG=Computational Geometry;GT=Computer Science and Game Theory;CV=Computer Vision and Pattern Recognition;CY=Computers and Society;CR=Cryptography and Security;DS=Data Structures and Algorithms;DB=Databases;DL=Digital Libraries;DM=Discrete Mathematics;DC=Distributed, Parallel, and Cluster Computing;ET=Emerging Technologies;FL=Formal Languages and Automata Theory;GL=General Literature;GR=Graphics;AR=Hardware Architecture;HC=Human-Computer Interaction;IR=Information Retrieval;IT=Information Theory;LO=Logic in Computer Science;LG=Machine Learning;MS=Mathematical Software;MA=Multiagent Systems;MM=Multimedia;NI=Networking and Internet Architecture;NE=Neural and Evolutionary Computing;NA=Numerical Analysis;OS=Operating Systems;OH=Other Computer Science;PF=Performance;PL=Programming Languages;RO=Robotics;SI=Social and Information Networks;SE=Software Engineering;SD=Sound;SC=Symbolic Computation;SY=Systems and Control') },
    ],
  },
  {
    name: 'Quantitative Biology',
    archives: [{ id: 'q-bio', name: 'Quantitative Biology', categories: cats('q-bio', 'BM=Biomolecules;CB=Cell Behavior;GN=Genomics;MN=Molecular Networks;NC=Neurons and Cognition;OT=Other Quantitative Biology;PE=Populations and Evolution;QM=Quantitative Methods;SC=Subcellular Processes;TO=Tissues and Organs') }],
  },
  {
    name: 'Quantitative Finance',
    archives: [{ id: 'q-fin', name: 'Quantitative Finance', categories: cats('q-fin', 'CP=Computational Finance;EC=Economics;GN=General Finance;MF=Mathematical Finance;PM=Portfolio Management;PR=Pricing of Securities;RM=Risk Management;ST=Statistical Finance;TR=Trading and Market Microstructure') }],
  },
  {
    name: 'Statistics',
    archives: [{ id: 'stat', name: 'Statistics', categories: cats('stat', 'AP=Applications;CO=Computation;ML=Machine Learning;ME=Methodology;OT=Other Statistics;TH=Statistics Theory') }],
  },
  {
    name: 'Electrical Engineering and Systems Science',
    archives: [{ id: 'eess', name: 'Electrical Engineering and Systems Science', categories: cats('eess', 'AS=Audio and Speech Processing;IV=Image and Video Processing;SP=Signal Processing;SY=Systems and Control') }],
  },
  {
    name: 'Economics',
    archives: [{ id: 'econ', name: 'Economics', categories: cats('econ', 'EM=Econometrics;GN=General Economics;TH=Theoretical Economics') }],
  },
];

export const ARCHIVES: readonly Archive[] = GROUPS.flatMap((group) => group.archives);

/** Every category by id, with its name; archives without categories count as one. */
export const CATEGORIES: ReadonlyMap<string, string> = new Map(
  ARCHIVES.flatMap((archive) => (archive.categories.length ? archive.categories.map(([id, name]) => [id, name] as [string, string]) : [[archive.id, archive.name] as [string, string]])),
);

export function archiveOf(category: string): Archive | undefined {
  return ARCHIVES.find((archive) => archive.id === category.split('.')[0]);
}
