import type { CountryCode, Language, ProfileCountry } from '../shared/countries.js';

export const demoPassword = 'Demo1234';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  jobTitle: string;
  language: Language;
  isAdmin: boolean;
  hasReportAccess: boolean;
  /** Invited users have not registered yet and cannot sign in. */
  status: 'active' | 'invited';
  description: string;
}

export interface DemoSupplier {
  company: string;
  orgNumber: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  colour: string;
  isMasterAccount: boolean;
  canUpload: boolean;
  shipmentItems: string[];
  contact: { name: string; email: string; phone: string; jobTitle: string };
  /** Known to the provider, but without an account: signing in says "not registered". */
  otherContacts: { name: string; email: string; jobTitle: string }[];
  users: DemoUser[];
  subSuppliers: Omit<DemoSupplier, 'subSuppliers' | 'isMasterAccount'>[];
}

interface DemoProviderContact {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  roles: string[];
}

export interface DemoCountry {
  profileCountry: ProfileCountry;
  providerContacts: DemoProviderContact[];
  suppliers: DemoSupplier[];
}

const office = ['Laptops', 'Desktops', 'Monitors', 'Mobile phones'];

export const demoCountries: Record<CountryCode, DemoCountry> = {
  no: {
    profileCountry: 'norway',
    providerContacts: [
      {
        name: 'Marius Solberg',
        email: 'marius.solberg@greentech.example',
        phone: '+47 922 14 380',
        jobTitle: 'Key Account Manager',
        roles: ['account_manager'],
      },
      {
        name: 'Silje Andersen',
        email: 'silje.andersen@greentech.example',
        phone: '+47 934 50 211',
        jobTitle: 'Account Manager ITAD',
        roles: ['account_manager_itad'],
      },
      {
        name: 'Henrik Dahl',
        email: 'henrik.dahl@greentech.example',
        phone: '+47 917 66 042',
        jobTitle: 'Account Manager Sales',
        roles: ['account_manager_sales'],
      },
      {
        name: 'Nora Lie',
        email: 'faktura@greentech.example',
        phone: '+47 23 50 40 10',
        jobTitle: 'Invoicing',
        roles: ['invoice'],
      },
      {
        name: 'Thomas Bakken',
        email: 'thomas.bakken@greentech.example',
        phone: '+47 905 12 977',
        jobTitle: 'Sales Director',
        roles: ['sales_director'],
      },
      {
        name: 'Emma Strand',
        email: 'support@greentech.example',
        phone: '+47 23 50 40 00',
        jobTitle: 'Sales Support',
        roles: ['sales_support'],
      },
    ],
    suppliers: [
      {
        company: 'Nordlys Energi ASA',
        orgNumber: '914 778 271',
        phone: '+47 22 41 80 00',
        email: 'post@nordlys-energi.example',
        address: 'Lilleakerveien 8',
        city: 'Oslo',
        zip: '0283',
        colour: '#2f6f9f',
        isMasterAccount: true,
        canUpload: true,
        shipmentItems: [...office, 'Servers', 'Network equipment'],
        contact: {
          name: 'Ingrid Haugen',
          email: 'admin@demo.no',
          phone: '+47 911 22 334',
          jobTitle: 'IT Operations Manager',
        },
        otherContacts: [
          {
            name: 'Ola Berg',
            email: 'ola.berg@nordlys-energi.example',
            jobTitle: 'Procurement Officer',
          },
        ],
        users: [
          {
            email: 'admin@demo.no',
            firstName: 'Ingrid',
            lastName: 'Haugen',
            phone: '+47 911 22 334',
            jobTitle: 'IT Operations Manager',
            language: 'no',
            isAdmin: true,
            hasReportAccess: true,
            status: 'active',
            description: 'supplier admin, master account, report access',
          },
          {
            email: 'user@demo.no',
            firstName: 'Lars',
            lastName: 'Johansen',
            phone: '+47 928 47 110',
            jobTitle: 'IT Asset Coordinator',
            language: 'en',
            isAdmin: false,
            hasReportAccess: true,
            status: 'active',
            description: 'report access',
          },
          {
            email: 'limited@demo.no',
            firstName: 'Kari',
            lastName: 'Nilsen',
            phone: '+47 936 05 882',
            jobTitle: 'Office Coordinator',
            language: 'no',
            isAdmin: false,
            hasReportAccess: false,
            status: 'active',
            description: 'no report access',
          },
          {
            email: 'invited@demo.no',
            firstName: 'Per',
            lastName: 'Aas',
            phone: '',
            jobTitle: '',
            language: 'no',
            isAdmin: false,
            hasReportAccess: false,
            status: 'invited',
            description: 'invited, not registered',
          },
        ],
        subSuppliers: [
          {
            company: 'Nordlys Nett AS',
            orgNumber: '982 174 301',
            phone: '+47 55 12 40 00',
            email: 'post@nordlys-nett.example',
            address: 'Kokstaddalen 4',
            city: 'Bergen',
            zip: '5257',
            colour: '#3c8d5a',
            canUpload: true,
            shipmentItems: office,
            contact: {
              name: 'Sindre Myhre',
              email: 'sindre.myhre@nordlys-nett.example',
              phone: '+47 948 30 220',
              jobTitle: 'IT Manager',
            },
            otherContacts: [],
            users: [],
          },
          {
            company: 'Nordlys Kraftsalg AS',
            orgNumber: '988 407 615',
            phone: '+47 73 80 60 00',
            email: 'kundeservice@nordlys-kraftsalg.example',
            address: 'Sluppenveien 6',
            city: 'Trondheim',
            zip: '7037',
            colour: '#c26a2e',
            canUpload: false,
            shipmentItems: ['Laptops', 'Mobile phones'],
            contact: {
              name: 'Hanne Vik',
              email: 'hanne.vik@nordlys-kraftsalg.example',
              phone: '+47 952 11 708',
              jobTitle: 'Office Manager',
            },
            otherContacts: [],
            users: [],
          },
          {
            company: 'Nordlys Fjernvarme AS',
            orgNumber: '916 332 048',
            phone: '+47 32 20 50 00',
            email: 'post@nordlys-fjernvarme.example',
            address: 'Tordenskiolds gate 2',
            city: 'Drammen',
            zip: '3044',
            colour: '#7a4fa0',
            canUpload: true,
            shipmentItems: ['Desktops', 'Monitors', 'Printers'],
            contact: {
              name: 'Erik Lund',
              email: 'erik.lund@nordlys-fjernvarme.example',
              phone: '+47 994 70 135',
              jobTitle: 'Technical Manager',
            },
            otherContacts: [],
            users: [],
          },
        ],
      },
    ],
  },
  dk: {
    profileCountry: 'denmark',
    providerContacts: [
      {
        name: 'Mads Kristensen',
        email: 'mads.kristensen@greentech.example',
        phone: '+45 31 42 18 90',
        jobTitle: 'Key Account Manager',
        roles: ['account_manager', 'account_manager_itad'],
      },
      {
        name: 'Sofie Madsen',
        email: 'sofie.madsen@greentech.example',
        phone: '+45 28 77 40 12',
        jobTitle: 'Account Manager Sales',
        roles: ['account_manager_sales'],
      },
      {
        name: 'Line Poulsen',
        email: 'faktura.dk@greentech.example',
        phone: '+45 70 20 14 00',
        jobTitle: 'Invoicing',
        roles: ['invoice'],
      },
      {
        name: 'Anders Rasmussen',
        email: 'anders.rasmussen@greentech.example',
        phone: '+45 40 55 61 27',
        jobTitle: 'Sales Director',
        roles: ['sales_director'],
      },
      {
        name: 'Freja Olsen',
        email: 'support.dk@greentech.example',
        phone: '+45 70 20 14 10',
        jobTitle: 'Sales Support',
        roles: ['sales_support'],
      },
    ],
    suppliers: [
      {
        company: 'Øresund Finans A/S',
        orgNumber: '35 82 41 07',
        phone: '+45 33 12 45 00',
        email: 'info@oresund-finans.example',
        address: 'Kalvebod Brygge 39',
        city: 'København V',
        zip: '1560',
        colour: '#a33b4b',
        isMasterAccount: true,
        canUpload: true,
        shipmentItems: office,
        contact: {
          name: 'Mette Jensen',
          email: 'user@demo.dk',
          phone: '+45 22 41 67 80',
          jobTitle: 'IT Service Manager',
        },
        otherContacts: [],
        users: [
          {
            email: 'user@demo.dk',
            firstName: 'Mette',
            lastName: 'Jensen',
            phone: '+45 22 41 67 80',
            jobTitle: 'IT Service Manager',
            language: 'da',
            isAdmin: true,
            hasReportAccess: true,
            status: 'active',
            description: 'supplier admin, report access',
          },
        ],
        subSuppliers: [
          {
            company: 'Øresund Leasing ApS',
            orgNumber: '38 10 55 92',
            phone: '+45 33 12 45 50',
            email: 'leasing@oresund-finans.example',
            address: 'Vesterbrogade 149',
            city: 'Aarhus C',
            zip: '8000',
            colour: '#2d7d7a',
            canUpload: true,
            shipmentItems: ['Laptops', 'Monitors'],
            contact: {
              name: 'Jonas Nielsen',
              email: 'jonas.nielsen@oresund-finans.example',
              phone: '+45 51 23 90 44',
              jobTitle: 'Operations Lead',
            },
            otherContacts: [],
            users: [],
          },
        ],
      },
    ],
  },
  se: {
    profileCountry: 'sweden',
    providerContacts: [
      {
        name: 'Johan Lindqvist',
        email: 'johan.lindqvist@greentech.example',
        phone: '+46 70 412 38 90',
        jobTitle: 'Key Account Manager',
        roles: ['account_manager', 'account_manager_itad', 'account_manager_sales'],
      },
      {
        name: 'Elin Berg',
        email: 'faktura.se@greentech.example',
        phone: '+46 8 120 450 00',
        jobTitle: 'Invoicing',
        roles: ['invoice'],
      },
      {
        name: 'Karin Sjöberg',
        email: 'karin.sjoberg@greentech.example',
        phone: '+46 73 980 11 42',
        jobTitle: 'Sales Director',
        roles: ['sales_director'],
      },
      {
        name: 'Oskar Holm',
        email: 'support.se@greentech.example',
        phone: '+46 8 120 450 10',
        jobTitle: 'Sales Support',
        roles: ['sales_support'],
      },
    ],
    suppliers: [
      {
        company: 'Mälardalens Bygg AB',
        orgNumber: '556781-4420',
        phone: '+46 21 480 20 00',
        email: 'info@malardalens-bygg.example',
        address: 'Stora Gatan 41',
        city: 'Västerås',
        zip: '722 12',
        colour: '#56616e',
        isMasterAccount: false,
        canUpload: true,
        shipmentItems: ['Laptops', 'Desktops', 'Mobile phones'],
        contact: {
          name: 'Anna Eriksson',
          email: 'user@demo.se',
          phone: '+46 70 318 24 55',
          jobTitle: 'IT Manager',
        },
        otherContacts: [],
        users: [
          {
            email: 'user@demo.se',
            firstName: 'Anna',
            lastName: 'Eriksson',
            phone: '+46 70 318 24 55',
            jobTitle: 'IT Manager',
            language: 'se',
            isAdmin: true,
            hasReportAccess: true,
            status: 'active',
            description: 'supplier admin, report access',
          },
        ],
        subSuppliers: [],
      },
    ],
  },
};
